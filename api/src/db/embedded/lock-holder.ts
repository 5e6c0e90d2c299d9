/** Who holds a data directory: enough to tell a live holder from a dead one and to name it. */
export interface LockHolder {
  pid: number;
  /** Kernel start time of the process (Linux), so a recycled pid is not mistaken for it. */
  startTicks: string | null;
  hostname: string;
  command: string;
  since: string;
}
