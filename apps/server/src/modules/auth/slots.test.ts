import { describe, expect, it } from 'vitest';
import { Slots } from './slots.ts';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('Slots', () => {
  it('runs at most `size` tasks at once and starts the waiting ones first come, first served', async () => {
    const slots = new Slots(2);
    const started: number[] = [];
    const gates = [gate(), gate(), gate(), gate()];
    const runs = gates.map((g, i) =>
      slots.run(async () => {
        started.push(i);
        await g.opened;
        return i;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1]);
    gates[1]!.open();
    await runs[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.open();
    gates[2]!.open();
    gates[3]!.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(started).toEqual([0, 1, 2, 3]);
  });

  it('frees the slot when a task fails', async () => {
    const slots = new Slots(1);
    await expect(slots.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await slots.run(async () => 'next')).toBe('next');
  });

  it('growing the size starts waiting tasks at once', async () => {
    const slots = new Slots(1);
    const first = gate();
    const started: number[] = [];
    const a = slots.run(async () => {
      started.push(0);
      await first.opened;
    });
    const b = slots.run(async () => {
      started.push(1);
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0]);
    slots.resize(2);
    await b;
    expect(started).toEqual([0, 1]);
    first.open();
    await a;
  });
});
