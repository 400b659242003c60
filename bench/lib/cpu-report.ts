// Lets the bench ask a forked server for its CPU time (user + system, µs): on a machine shared
// with other work, CPU time per request measures the server's work where req/s mostly
// measures the neighbours.
process.on('message', (message) => {
  if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send?.({ cpu: user + system });
  }
});
