/**
 * @jest-environment jsdom
 */
import { nextTask } from '../../../src/theme/next-task';

describe('nextTask', () => {
  it('settles after the current task and its microtasks, in a task queued after it', async () => {
    const order: string[] = [];
    const settled = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    window.setTimeout(() => order.push('task queued later'), 0);
    await settled;
    expect(order).toEqual(['microtask', 'next task']);
    await new Promise((resolve) => window.setTimeout(resolve, 0));
    expect(order).toEqual(['microtask', 'next task', 'task queued later']);
  });
});
