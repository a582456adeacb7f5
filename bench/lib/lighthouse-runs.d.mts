/** Types of lighthouse-runs.mjs for the unit test that imports it. */
export interface LighthouseRun {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  mainThreadMs: number;
  scriptMs: number;
  longestTaskMs: number;
  lcpElement?: string | undefined;
}
export function summariseRuns(results: LighthouseRun[]): Omit<LighthouseRun, 'lcpElement'> & {
  runs: number;
  scoreRange: [number, number];
  worstCls: number;
  lcpElement: string | undefined;
};
export interface ObservedLoad {
  lcpElement: string | undefined;
  shifts: { score: number; ms: number; elements: string[] }[];
}
export function summariseShifts(loads: ObservedLoad[]): { loads: number; shiftedLoads: number; largest: string[] };
