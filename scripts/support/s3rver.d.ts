/** The part of s3rver's API the cluster test uses (the package ships no types). */
declare module 's3rver' {
  type Options = {
    port: number
    address: string
    silent?: boolean
    directory: string
    configureBuckets?: { name: string }[]
  }
  export default class S3rver {
    constructor(options: Options)
    run(): Promise<unknown>
    close(): Promise<void>
  }
}
