import os from 'node:os';

/** Where the figures come from: they only compare with runs on similar hardware. */
export const machineInfo = () => ({
  cpu: os.cpus()[0]?.model ?? 'unknown',
  cores: os.availableParallelism(),
  memoryGb: Math.round(os.totalmem() / 2 ** 30),
  platform: `${os.platform()} ${os.release()} ${os.arch()}`,
  node: process.version,
});

/** The 1, 5 and 15 minute load averages: on a shared box they say how much the figures are worth. */
export const loadAverage = () => os.loadavg().map((n) => Math.round(n * 100) / 100);
