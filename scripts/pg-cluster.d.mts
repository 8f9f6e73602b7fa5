/** Types of scripts/pg-cluster.mjs for the TypeScript benchmarks. */
export class ClusterError extends Error {}
export function freePort(): Promise<number>;
export interface Cluster {
  url: string;
  binDir: string;
  stop(): void;
}
export function startCluster(options?: { settings?: Record<string, string | number> }): Promise<Cluster>;
