import { availableParallelism } from 'node:os';

// argon2 hashes on libuv's thread pool (4 threads by default): the import hashes passwords in parallel
// up to the machine's cores, so the pool must have at least that many threads. It is sized when first
// used, so this module must be imported before anything else does I/O.
process.env.UV_THREADPOOL_SIZE ??= String(Math.max(4, availableParallelism()));
