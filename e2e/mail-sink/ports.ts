/**
 * Where the journeys' mail sink listens: SMTP for the app server, HTTP for the journeys that
 * read what arrived. Derived from the app's port so two runs on one machine do not collide;
 * E2E_MAIL_PORT moves both.
 */
export function mailSinkPorts(appPort: number) {
  const smtp = Number(process.env.E2E_MAIL_PORT ?? appPort + 1000);
  return { smtp, http: smtp + 1 };
}
