/**
 * What a server's processes use, read from /proc for its whole process group (npm, the
 * server, its workers): resident memory, and CPU time. CPU time per request is the
 * figure a busy machine does not bend much, where requests per second sink with the
 * load of whatever else runs; both are printed.
 */
import { readdirSync, readFileSync } from 'node:fs'

/** Linux's clock ticks per second for /proc/<pid>/stat (USER_HZ, 100 on every platform). */
const ticksPerSecond = 100

type Sample = { pid: string; fields: string[] }

function groupProcesses(pgid: number): Sample[] {
  const found: Sample[] = []
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      // After the command's closing parenthesis: state, ppid, pgrp, … utime, stime.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (Number(fields[2]) === pgid) found.push({ pid, fields })
    } catch {
      // gone meanwhile
    }
  }
  return found
}

/** Resident memory of a process group, in MiB. */
export function groupRssMib(pgid: number): number {
  let kib = 0
  for (const { pid } of groupProcesses(pgid)) {
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
      kib += Number(rss?.[1] ?? 0)
    } catch {
      // gone meanwhile
    }
  }
  return Math.round(kib / 1024)
}

/** CPU time (user + system) the group's live processes have used so far, in ms. */
export function groupCpuMs(pgid: number): number {
  let ticks = 0
  for (const { fields } of groupProcesses(pgid)) {
    ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0)
  }
  return (ticks * 1000) / ticksPerSecond
}
