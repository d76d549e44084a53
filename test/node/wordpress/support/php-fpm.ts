/**
 * @module WordPress served as production serves it: Debian's PHP-FPM (OPcache on, `fastcgi_finish_request`
 * there) behind nginx, in a directory of the caller's. nginx answers 404 outside `/cms-service/`, serves
 * files itself, passes PHP scripts (PATH_INFO included) to FPM, and writes each request to the log as
 * router.php does under `php -S`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { join } from "node:path";

/** Debian's binaries (php8.2-fpm, nginx-light; .ci/run installs them). */
const fpmBinary = ["/usr/sbin/php-fpm8.2", "/usr/sbin/php-fpm"].find((path) => existsSync(path));
const nginxBinary = "/usr/sbin/nginx";

/** What serving with FPM needs: the binaries, or an error naming each one missing and its package. */
export function fpmTools(): { fpm: string; nginx: string } {
  const missing = [
    fpmBinary ? "" : "PHP-FPM (php8.2-fpm)",
    existsSync(nginxBinary) ? "" : "nginx (nginx-light)",
  ];
  if (!fpmBinary || !existsSync(nginxBinary))
    throw new Error(`WordPress cannot be served by PHP-FPM: missing ${missing.filter(Boolean).join(", ")}.`);
  return { fpm: fpmBinary, nginx: nginxBinary };
}

/** FPM's pool: as many workers as `php -S` has, the suite's environment passed on, OPcache as installed. */
const fpmConfig = (dir: string, socket: string) => `[global]
pid = ${join(dir, "fpm.pid")}
error_log = ${join(dir, "fpm.log")}
daemonize = no

[wordpress]
listen = ${socket}
${process.getuid?.() === 0 ? "user = root\ngroup = root\n" : ""}pm = static
pm.max_children = 4
clear_env = no
catch_workers_output = yes
`;

/** nginx in front: WordPress under /cms-service/ (PATHINFO permalinks), a 404 elsewhere, each request logged. */
const nginxConfig = (dir: string, docroot: string, port: number, socket: string, log: string) => `daemon off;
master_process off;
worker_processes 1;
pid ${join(dir, "nginx.pid")};
error_log stderr warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  client_body_temp_path ${join(dir, "nginx", "body")};
  fastcgi_temp_path ${join(dir, "nginx", "fastcgi")};
  proxy_temp_path ${join(dir, "nginx", "proxy")};
  uwsgi_temp_path ${join(dir, "nginx", "uwsgi")};
  scgi_temp_path ${join(dir, "nginx", "scgi")};
  client_max_body_size 64m;
  log_format clinic escape=json '{"kind":"http","method":"$request_method","uri":"$request_uri"}';
  access_log ${log} clinic;
  server {
    listen 127.0.0.1:${port};
    root ${docroot};
    location / { default_type text/plain; return 404 "Not found\\n"; }
    location /cms-service/ {
      index index.php;
      try_files $uri $uri/ =404;
    }
    location ~ ^/cms-service/.+?\\.php(/|$) {
      fastcgi_split_path_info ^(.+?\\.php)(/.*)$;
      try_files $fastcgi_script_name =404;
      set $path_info $fastcgi_path_info;
      include /etc/nginx/fastcgi_params;
      fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
      fastcgi_param PATH_INFO $path_info;
      fastcgi_pass unix:${socket};
    }
  }
}
`;

/** Resolves once something listens on `port`, polling until `deadline`; rejects with `what` then. */
async function listening(port: number, child: ChildProcess, what: string, deadline: number): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what}: exited with ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`${what}: not listening within the deadline`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts FPM and nginx serving `docroot` on `port` with `env`; each child is added to `children` at
 * once (the caller stops them). `waitFor` is the caller's wait for a line on a child's stderr.
 */
export async function serveWithFpm(
  options: { dir: string; docroot: string; port: number; env: NodeJS.ProcessEnv; log: string },
  children: ChildProcess[],
  waitFor: (child: ChildProcess, ready: string, what: string) => Promise<void>,
): Promise<void> {
  const { fpm, nginx } = fpmTools();
  const { dir, docroot, port, env, log } = options;
  const socket = join(dir, "fpm.sock");
  await writeFile(join(dir, "php-fpm.conf"), fpmConfig(dir, socket));
  await mkdir(join(dir, "nginx"), { recursive: true });
  await writeFile(join(dir, "nginx.conf"), nginxConfig(dir, docroot, port, socket, log));
  const runAsRoot = process.getuid?.() === 0 ? ["--allow-to-run-as-root"] : [];
  const pool = spawn(
    fpm,
    ["--nodaemonize", "--force-stderr", "--fpm-config", join(dir, "php-fpm.conf"), ...runAsRoot],
    {
      env,
      cwd: dir,
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  children.push(pool);
  await waitFor(pool, "ready to handle connections", "PHP-FPM cannot serve WordPress");
  const front = spawn(nginx, ["-e", "stderr", "-p", dir, "-c", join(dir, "nginx.conf")], {
    cwd: dir,
    stdio: ["ignore", "ignore", "pipe"],
  });
  children.push(front);
  front.stderr?.resume();
  await listening(port, front, "nginx cannot serve WordPress", Date.now() + 30_000);
}
