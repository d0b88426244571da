import { readFileSync } from "node:fs";

/**
 * CPU time (ms) of the calling thread: /proc/thread-self/stat on Linux (10 ms ticks), else the process's.
 * A test runs in a worker thread beside others, on a machine shared with other suites: the thread's own CPU
 * tells how long it worked, where the wall clock also counts the time the machine gave to others.
 */
export function threadCpuMs(): number {
  try {
    const fields = readFileSync("/proc/thread-self/stat", "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  }
}

/**
 * How long this thread's event loop went without a turn, while `run` runs: a 2 ms timer notes each gap
 * between its ticks, as wall time and as the thread's CPU time inside the gap. A gap's CPU time is work done
 * without giving the loop a turn (what holds other requests); the rest of a wall gap is the machine's other
 * load, which a shared machine adds however the code is written. `maxGapCpuAtMs`: when the longest one ended.
 */
export async function probeLoop<T>(run: () => Promise<T>): Promise<{ value: T; maxGapMs: number; maxGapCpuMs: number; maxGapCpuAtMs: number; ticks: number }> {
  const start = performance.now();
  let last = start;
  let maxGapCpuAtMs = 0;
  let lastCpu = threadCpuMs();
  let maxGapMs = 0;
  let maxGapCpuMs = 0;
  let ticks = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    const cpu = threadCpuMs();
    maxGapMs = Math.max(maxGapMs, now - last);
    if (cpu - lastCpu > maxGapCpuMs) {
      maxGapCpuMs = cpu - lastCpu;
      maxGapCpuAtMs = now - start;
    }
    last = now;
    lastCpu = cpu;
    ticks++;
  }, 2);
  try {
    const value = await run();
    return { value, maxGapMs, maxGapCpuMs, maxGapCpuAtMs, ticks };
  } finally {
    clearInterval(timer);
  }
}
