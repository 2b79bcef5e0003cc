// Types of cluster.mjs for the TypeScript that starts a cluster (apps/api/ops).
import type { ChildProcess } from 'node:child_process';

export declare const root: string;

export declare function waitUntilReady(url: string, timeoutMs?: number): Promise<void>;

export interface ClusterInstance {
  readonly id: string;
  readonly port: number;
  readonly url: string;
  readonly logFile: string;
  readonly pid: number | null;
  readonly running: boolean;
  readonly child: ChildProcess | null;
  start(): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  restart(): Promise<void>;
}

export interface Cluster {
  url: string;
  publicUrl: string;
  dir: string;
  instances: ClusterInstance[];
  nginx: { stop(): Promise<void>; configFile: string };
  rollingRestart(): Promise<void>;
  stop(): Promise<void>;
}

export declare function startCluster(options: {
  instances?: number;
  port?: number;
  databaseUrl: string;
  redisUrl: string;
  dir?: string;
  env?: Record<string, string>;
  log?: (line: string) => void;
}): Promise<Cluster>;
