// A page's start-up steps each run in a task of their own (decision 0021): run together they were
// one long task on a phone (each step restyles or measures the whole page), and a tap on the page
// waited for all of it. The browser's scheduler.yield() where it has one, a timeout elsewhere.

/** Resolves in a later task of the event loop, after the browser could paint and handle input. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/** Runs the steps one after the other, each (after the first) in a new task; awaits what a step returns. */
export async function inTurn(steps: (() => unknown)[]): Promise<void> {
  for (const [index, step] of steps.entries()) {
    if (index > 0) await nextTask()
    await step()
  }
}
