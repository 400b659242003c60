/**
 * At most `size` tasks run at once; the others wait their turn, first come first served.
 * Password hashing is the one CPU-bound step of a request, so a flood of sign-ins queues here
 * instead of taking every core (and the thread pool) from everybody else.
 */
export class Slots {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private size: number) {}

  resize(size: number): void {
    this.size = size;
    while (this.running < this.size && this.waiting.length > 0) this.startNext();
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.size) this.running++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      this.running--;
      if (this.waiting.length > 0) this.startNext();
    }
  }

  /** Hands a free slot straight to the next waiter (so a newcomer cannot jump the queue). */
  private startNext(): void {
    this.running++;
    this.waiting.shift()!();
  }
}
