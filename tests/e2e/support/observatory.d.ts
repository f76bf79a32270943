/** The part of MDN's HTTP Observatory scanner the suite uses (the package ships no types). */
declare module '@mdn/mdn-http-observatory' {
  export type ObservatoryTest = { pass: boolean | null; result: string; scoreModifier: number }
  export function scan(host: string): Promise<{
    scan: { error: string | null; score: number; grade: string }
    tests: Record<string, ObservatoryTest>
  }>
}
