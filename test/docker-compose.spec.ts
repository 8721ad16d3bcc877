import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// No Docker engine runs here: the production layout is checked by reading the file.
const compose = parse(readFileSync(new URL('../docker-compose.yml', import.meta.url), 'utf8'), { merge: true }) as {
  services: Record<
    string,
    { image?: string; build?: unknown; command?: string[]; environment?: Record<string, string>; depends_on?: Record<string, { condition: string }>; healthcheck?: { test: unknown }; ports?: string[]; volumes?: string[] }
  >;
};

describe('docker-compose.yml', () => {
  const services = compose.services;

  it('describes postgres, redis, two api replicas behind nginx, and a worker', () => {
    expect(Object.keys(services).sort()).toEqual(['api-1', 'api-2', 'nginx', 'postgres', 'redis', 'worker']);
    expect(services.postgres!.image).toMatch(/^postgres:/);
    expect(services.redis!.image).toMatch(/^redis:/);
  });

  it('gives every service a health check', () => {
    for (const [name, service] of Object.entries(services)) expect(service.healthcheck?.test, name).toBeDefined();
  });

  it('points the api replicas and the worker at the same Postgres and Redis, in production mode', () => {
    for (const name of ['api-1', 'api-2', 'worker']) {
      const env = services[name]!.environment!;
      expect(env.DATABASE_URL, name).toMatch(/^postgres:\/\/.+@postgres:5432\//);
      expect(env.REDIS_URL, name).toBe('redis://redis:6379');
      expect(env.NODE_ENV, name).toBe('production');
      expect(env.JWT_SECRET, name).toContain('JWT_SECRET');
      expect(services[name]!.depends_on).toMatchObject({ postgres: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' } });
    }
  });

  it('runs the BullMQ workers in their own process, as compiled JavaScript with plain node', () => {
    expect(services.worker!.command).toEqual(['node', 'build/node/worker.js']);
    expect(existsInRepo('worker/src/main.ts')).toBe(true);
  });
});

describe('the load balancer (nginx, deploy/nginx.conf)', () => {
  const nginx = compose.services.nginx!;
  const config = parseNginx(readFileSync(new URL('../deploy/nginx.conf', import.meta.url), 'utf8'));
  const http = config.block('http');
  const server = http.block('server');

  it('is the official image with the repository\'s configuration, the one published port, once both replicas are healthy', () => {
    expect(nginx.image).toMatch(/^nginx:[\d.]+(-alpine)?$/);
    expect(nginx.volumes).toContain('./deploy/nginx.conf:/etc/nginx/nginx.conf:ro');
    expect(nginx.ports).toEqual(['8080:80']);
    expect(nginx.depends_on).toEqual({ 'api-1': { condition: 'service_healthy' }, 'api-2': { condition: 'service_healthy' } });
    // Only the balancer is published: the replicas are reached through it (TRUST_PROXY holds).
    for (const name of ['api-1', 'api-2']) {
      expect(compose.services[name]!.ports, name).toBeUndefined();
      expect(compose.services[name]!.environment!.TRUST_PROXY).toBe('true');
    }
  });

  it('balances over both replicas at the port they listen on, keeping a client on one replica', () => {
    const upstream = http.block('upstream', 'api');
    const servers = upstream.all('server').map((args) => args[0]);
    const replicas = ['api-1', 'api-2'].map((name) => `${name}:${compose.services[name]!.environment!.PORT}`);
    expect(servers).toEqual(replicas);
    expect(upstream.all('ip_hash')).toHaveLength(1);
    expect(server.one('listen')).toEqual(['80']);
  });

  it('passes WebSocket upgrades on /socket.io/ with HTTP/1.1 and long timeouts', () => {
    const socketIo = server.block('location', '/socket.io/');
    expect(socketIo.one('proxy_pass')).toEqual(['http://api']);
    expect(server.one('proxy_http_version')).toEqual(['1.1']);
    const headers = Object.fromEntries(socketIo.all('proxy_set_header').map(([name, value]) => [name!.toLowerCase(), value]));
    expect(headers.upgrade).toBe('$http_upgrade');
    expect(headers.connection).toBe('$connection_upgrade');
    const map = http.block('map', '$http_upgrade', '$connection_upgrade');
    expect(map.one('default')).toEqual(['upgrade']);
    expect(nginxSeconds(socketIo.one('proxy_read_timeout')[0]!)).toBeGreaterThanOrEqual(60);
  });

  it('sends everything else to the replicas too, with the client address and room for an upload', () => {
    const rest = server.block('location', '/');
    expect(rest.one('proxy_pass')).toEqual(['http://api']);
    const headers = Object.fromEntries(server.all('proxy_set_header').map(([name, value]) => [name!.toLowerCase(), value]));
    expect(headers['x-forwarded-for']).toBe('$proxy_add_x_forwarded_for');
    expect(server.one('client_max_body_size')).toEqual(['16m']);
  });
});

/** An nginx time ('90', '90s', '2m', '1h') in seconds. */
function nginxSeconds(value: string): number {
  const match = /^(\d+)(ms|s|m|h|d)?$/.exec(value);
  if (!match) throw new Error(`not an nginx time: ${value}`);
  const unit = { ms: 0.001, s: 1, m: 60, h: 3600, d: 86400 }[match[2] ?? 's']!;
  return Number(match[1]) * unit;
}

interface NginxBlock {
  /** The arguments of every directive of this name in the block. */
  all(name: string): string[][];
  /** The arguments of the one directive of this name. */
  one(name: string): string[];
  /** The one sub-block of this name whose arguments start with `args`. */
  block(name: string, ...args: string[]): NginxBlock;
}

/** A small reader of nginx's syntax: directives `name args;`, blocks `name args { ... }`, # comments, quotes. */
function parseNginx(text: string): NginxBlock {
  const tokens = [...text.replace(/#[^\n]*/g, '').matchAll(/'([^']*)'|"([^"]*)"|([{};])|([^\s{};'"]+)/g)].map((m) => ({ text: m[1] ?? m[2] ?? m[3] ?? m[4]!, quoted: m[1] !== undefined || m[2] !== undefined }));
  type Node = { name: string; args: string[]; children?: Node[] };
  let i = 0;
  const readBlock = (): Node[] => {
    const nodes: Node[] = [];
    while (i < tokens.length) {
      const token = tokens[i]!;
      if (token.text === '}' && !token.quoted) {
        i++;
        return nodes;
      }
      const words: string[] = [];
      while (i < tokens.length && !(['{', ';', '}'].includes(tokens[i]!.text) && !tokens[i]!.quoted)) words.push(tokens[i++]!.text);
      const end = tokens[i++]?.text;
      const [name, ...args] = words;
      if (name === undefined) throw new Error('nginx.conf: a directive without a name');
      if (end === '{') nodes.push({ name, args, children: readBlock() });
      else if (end === ';') nodes.push({ name, args });
      else throw new Error(`nginx.conf: ${name} is not ended by ';'`);
    }
    return nodes;
  };
  const wrap = (nodes: Node[]): NginxBlock => ({
    all: (name) => nodes.filter((n) => n.name === name && !n.children).map((n) => n.args),
    one(name) {
      const found = this.all(name);
      if (found.length !== 1) throw new Error(`nginx.conf: ${found.length} '${name}' directives where one was expected`);
      return found[0]!;
    },
    block(name, ...args) {
      const found = nodes.filter((n) => n.name === name && n.children && args.every((arg, k) => n.args[k] === arg));
      if (found.length !== 1) throw new Error(`nginx.conf: ${found.length} '${[name, ...args].join(' ')}' blocks where one was expected`);
      return wrap(found[0]!.children!);
    },
  });
  return wrap(readBlock());
}

function existsInRepo(relative: string): boolean {
  try {
    readFileSync(new URL(`../${relative}`, import.meta.url));
    return true;
  } catch {
    return false;
  }
}
