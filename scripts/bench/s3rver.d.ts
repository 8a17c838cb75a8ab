/** The part of @20minutes/s3rver (a fork of s3rver 3, which ships no types) the tests use. */
declare module '@20minutes/s3rver' {
  export interface S3rverOptions {
    port?: number;
    address?: string;
    silent?: boolean;
    directory: string;
    resetOnClose?: boolean;
    /** Its SigV4 check disagrees with the current SDK's signing (every request fails): the tests do not rely on it. */
    allowMismatchedSignatures?: boolean;
    configureBuckets?: Array<{ name: string }>;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
