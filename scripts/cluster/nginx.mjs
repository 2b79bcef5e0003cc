// nginx from Debian's packages as the load balancer in front of the API
// instances (decision 043): installed when missing, run as this user with its
// own configuration, logs and temporary files in one folder.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const NGINX = '/usr/sbin/nginx';

/** Installs Debian's nginx-light when nginx is missing (CI machines start without it). */
export function ensureNginx(log = console.log) {
  if (existsSync(NGINX)) return;
  log('Installing nginx (Debian nginx-light) for the load balancer');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], { stdio: 'inherit', env });
}

/**
 * The configuration: round robin over the instances, each new request on a new
 * connection (no upstream keep-alive), so an instance that stops listening
 * (SIGTERM) or died is skipped by connecting to the next one; a request
 * already sent to an instance that dies is not repeated by nginx (a POST could
 * charge twice), the client retries it with its idempotency key. An instance
 * is never marked down (max_fails=0): refused connections cost nothing on
 * loopback, and a rolling restart must never find every instance "down".
 */
export function nginxConfig({ dir, port, upstreams }) {
  const temp = (name) => join(dir, 'temp', name);
  // Run by root, the workers would drop to nobody and could not write the temp files.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `# Written by scripts/cluster/nginx.mjs
${user}worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'nginx-error.log')} warn;
events { worker_connections 4096; }
http {
  log_format rosto '$remote_addr [$time_iso8601] "$request_method $uri" $status '
                   '$request_time $upstream_addr $upstream_status rid=$request_id';
  access_log ${join(dir, 'nginx-access.log')} rosto;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  # A face photo is up to 6 MB of JSON (the API's own limit answers beyond it).
  client_max_body_size 8m;
  upstream rosto {
${upstreams.map((upstream) => `    server ${upstream} max_fails=0;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://rosto;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # TRUST_PROXY=1: the API believes this one hop's X-Forwarded-For entry.
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # The proxy's id for the request: the API logs it as reqId.
      proxy_set_header X-Request-Id $request_id;
      proxy_next_upstream error timeout;
      proxy_next_upstream_timeout 15s;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
    }
  }
}
`;
}

/** Starts nginx in the foreground of a child process; resolves once it answers on `port`. */
export async function startNginx({ dir, port, upstreams }) {
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(dir, 'temp', name), { recursive: true });
  }
  const configFile = join(dir, 'nginx.conf');
  writeFileSync(configFile, nginxConfig({ dir, port, upstreams }));
  execFileSync(NGINX, ['-t', '-q', '-p', dir, '-c', configFile], { stdio: 'inherit' });
  const child = spawn(NGINX, ['-p', dir, '-c', configFile, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    child,
    configFile,
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
