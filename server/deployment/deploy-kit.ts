import fs from "node:fs";
import path from "node:path";
import { DockerfileParser } from "dockerfile-ast";
import { parse as parseYaml } from "yaml";
import { projectRoot } from "../paths";

/**
 * The deployment kit the repository ships (Dockerfile, compose.yaml, deploy/), read with the parsers the tools
 * would use, so that CI can check what it cannot run (no container registry here: images are never built) and the
 * faults suite can run the very commands the image and the systemd unit name.
 */

const root = projectRoot();
export const DOCKERFILE = path.join(root, "Dockerfile");
export const COMPOSE_FILE = path.join(root, "compose.yaml");
export const CADDYFILE = path.join(root, "deploy", "Caddyfile");
export const SYSTEMD_UNIT = path.join(root, "deploy", "creative-cuisines.service");

export interface DockerImage {
  /** FROM of every stage, in order. */
  stages: { image: string; name: string | null }[];
  /** ENTRYPOINT and CMD of the last stage, exec form. */
  entrypoint: string[];
  cmd: string[];
  /** ENV of the last stage. */
  env: Record<string, string>;
  user: string | null;
  workdir: string | null;
  stopSignal: string;
  /** HEALTHCHECK CMD, exec form, and its flags. */
  healthcheck: { cmd: string[]; flags: Record<string, string> } | null;
  /** COPY --from=… of the last stage. */
  copiesFromStages: string[];
}

/** The Dockerfile, parsed by dockerfile-ast (the parser of the Docker language server). */
export function readDockerfile(file = DOCKERFILE): DockerImage {
  const dockerfile = DockerfileParser.parse(fs.readFileSync(file, "utf8"));
  const froms = dockerfile.getFROMs();
  const lastStageLine = froms.at(-1)?.getRange().start.line ?? 0;
  const inLastStage = dockerfile.getInstructions().filter((instruction) => instruction.getRange().start.line >= lastStageLine);
  const last = (keyword: string) => inLastStage.filter((instruction) => instruction.getKeyword() === keyword).at(-1);
  const execForm = (keyword: string): string[] => {
    const instruction = last(keyword) as unknown as { getJSONStrings?: () => { getJSONValue(): string }[] } | undefined;
    return instruction?.getJSONStrings?.().map((argument) => argument.getJSONValue()) ?? [];
  };
  const env: Record<string, string> = {};
  for (const instruction of dockerfile.getENVs()) {
    if (instruction.getRange().start.line < lastStageLine) continue;
    for (const property of instruction.getProperties()) env[property.getName()] = property.getValue() ?? "";
  }
  const health = dockerfile.getHEALTHCHECKs().at(-1);
  let healthcheck: DockerImage["healthcheck"] = null;
  if (health) {
    // Its CMD's array after the flags: the parser gives the arguments as text.
    const text = health.getArgumentsContent() ?? "";
    const array = /^\s*CMD\s+(\[[\s\S]*\])\s*$/.exec(text.replace(/\\\n/g, " "))?.[1];
    healthcheck = {
      cmd: array ? (JSON.parse(array) as string[]) : [],
      flags: Object.fromEntries(health.getFlags().map((flag) => [flag.getName(), flag.getValue() ?? ""])),
    };
  }
  const copiesFromStages = inLastStage
    .filter((instruction) => instruction.getKeyword() === "COPY")
    .flatMap((instruction) => (instruction as unknown as { getFlags(): { getName(): string; getValue(): string | null }[] }).getFlags())
    .filter((flag) => flag.getName() === "from")
    .map((flag) => flag.getValue() ?? "");
  return {
    stages: froms.map((from) => ({ image: from.getImage() ?? "", name: from.getBuildStage() })),
    entrypoint: execForm("ENTRYPOINT"),
    cmd: execForm("CMD"),
    env,
    user: last("USER")?.getArgumentsContent() ?? null,
    workdir: last("WORKDIR")?.getArgumentsContent() ?? null,
    stopSignal: last("STOPSIGNAL")?.getArgumentsContent() ?? "SIGTERM",
    healthcheck,
    copiesFromStages,
  };
}

export interface ComposeService {
  image?: string;
  build?: string | { context?: string; dockerfile?: string };
  restart?: string;
  environment?: Record<string, string> | string[];
  depends_on?: string[] | Record<string, { condition?: string }>;
  ports?: string[];
  volumes?: string[];
  command?: string | string[];
  healthcheck?: { test?: string[] | string };
}

/** compose.yaml, parsed by `yaml` with merge keys (<<: *app) as Compose reads them. */
export function readCompose(file = COMPOSE_FILE): { services: Record<string, ComposeService> } {
  return parseYaml(fs.readFileSync(file, "utf8"), { merge: true }) as { services: Record<string, ComposeService> };
}

export interface SystemdUnit {
  /** Every key of every section, in order (a key may repeat, as Environment= does). */
  entries: { section: string; key: string; value: string }[];
  get(section: string, key: string): string | undefined;
  all(section: string, key: string): string[];
}

/** A systemd unit file: sections, `Key=Value` lines, comments, backslash continuations. */
export function readSystemdUnit(file = SYSTEMD_UNIT): SystemdUnit {
  const entries: SystemdUnit["entries"] = [];
  let section = "";
  for (const line of fs.readFileSync(file, "utf8").replace(/\\\n/g, " ").split("\n")) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith("#") || trimmed.startsWith(";")) continue;
    const header = /^\[(.+)\]$/.exec(trimmed);
    if (header) {
      section = header[1];
      continue;
    }
    const at = trimmed.indexOf("=");
    if (at > 0) entries.push({ section, key: trimmed.slice(0, at).trim(), value: trimmed.slice(at + 1).trim() });
  }
  const all = (s: string, key: string) => entries.filter((e) => e.section === s && e.key === key).map((e) => e.value);
  return { entries, all, get: (s, key) => all(s, key).at(-1) };
}

/** `KEY=value` pairs of the unit's Environment= lines (each may hold several, optionally quoted). */
export function unitEnvironment(unit: SystemdUnit): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of unit.all("Service", "Environment")) {
    for (const match of line.matchAll(/"([^"=]+)=([^"]*)"|(\S+?)=(\S*)/g)) env[match[1] ?? match[3]] = match[2] ?? match[4];
  }
  return env;
}

const environmentOf = (service: ComposeService): Record<string, string> =>
  Array.isArray(service.environment)
    ? Object.fromEntries(service.environment.map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]))
    : { ...service.environment };

const builtHere = (service: ComposeService) =>
  service.build === "." || service.build === "./" || (typeof service.build === "object" && (service.build.context ?? ".").replace(/\/$/, "") === "." && (service.build.dockerfile ?? "Dockerfile") === "Dockerfile");

/**
 * What the kit must be, checked on the parsed files: each problem in words, none when all is well. What a parser
 * cannot tell (the image builds, the containers start) is for the machines that have a registry; the commands the
 * image and the unit run are run by the faults suite (server/deployment/supervisor-faults.test.ts).
 */
export function deployKitProblems(): string[] {
  const problems: string[] = [];
  const expect = (ok: unknown, problem: string) => {
    if (!ok) problems.push(problem);
  };

  const image = readDockerfile();
  expect(image.stages.length >= 2, "Dockerfile: build in one stage and run in another (multi-stage)");
  expect(image.copiesFromStages.length > 0, "Dockerfile: the last stage copies the build from an earlier stage (COPY --from)");
  expect(image.user && !["root", "0"].includes(image.user.split(":")[0]), "Dockerfile: the server runs as a user other than root (USER)");
  expect(image.healthcheck?.cmd.join(" ").includes("/api/ready"), "Dockerfile: HEALTHCHECK asks /api/ready");
  expect(/(^|\/)tini$/.test(image.entrypoint[0] ?? ""), "Dockerfile: ENTRYPOINT runs tini (exec form), so the server is PID 1's child and gets the stop signal");
  expect(image.cmd[0] === "node" && image.cmd.includes("dist/server/index.js"), "Dockerfile: CMD runs node dist/server/index.js (exec form)");
  expect(image.stopSignal === "SIGTERM", "Dockerfile: the stop signal is SIGTERM");
  expect(image.env.NODE_ENV === "production", "Dockerfile: NODE_ENV=production");
  expect(fs.existsSync(path.join(root, ".dockerignore")) && /^node_modules$/m.test(fs.readFileSync(path.join(root, ".dockerignore"), "utf8")), ".dockerignore: leaves out node_modules");

  const { services } = readCompose();
  const entries = Object.entries(services ?? {});
  const apps = entries.filter(([, service]) => builtHere(service));
  expect(apps.length >= 2, "compose.yaml: two app instances built from this Dockerfile");
  const postgres = entries.find(([, service]) => /^postgres(:|$)/.test(service.image ?? ""));
  const store = entries.find(([, service]) => /(^|\/)minio(:|$)/.test(service.image ?? ""));
  const proxy = entries.find(([, service]) => /^(caddy|nginx|traefik|haproxy)(:|$)/.test(service.image ?? ""));
  expect(postgres, "compose.yaml: a PostgreSQL service");
  expect(store, "compose.yaml: an S3-compatible store (MinIO)");
  expect(proxy?.[1].ports?.length, "compose.yaml: a reverse proxy publishing a port");
  for (const [name, service] of [...apps, ...(postgres ? [postgres] : []), ...(store ? [store] : []), ...(proxy ? [proxy] : [])]) {
    expect(service.restart === "unless-stopped", `compose.yaml: ${name} has restart: unless-stopped`);
  }
  for (const [name, service] of apps) {
    const env = environmentOf(service);
    expect(postgres && env.DATABASE_URL?.includes(`@${postgres[0]}:`), `compose.yaml: ${name}'s DATABASE_URL names the PostgreSQL service`);
    expect(env.STORAGE === "s3" && store && env.S3_ENDPOINT?.includes(`//${store[0]}:`), `compose.yaml: ${name} keeps photos in the store (STORAGE=s3, S3_ENDPOINT)`);
    expect(env.SESSION_SECRET, `compose.yaml: ${name} has SESSION_SECRET`);
    expect(env.TRUST_PROXY === "1", `compose.yaml: ${name} trusts the one proxy (TRUST_PROXY=1)`);
    expect(env.NODE_ENV === "production", `compose.yaml: ${name} runs with NODE_ENV=production`);
  }
  const caddyfile = fs.existsSync(CADDYFILE) ? fs.readFileSync(CADDYFILE, "utf8") : "";
  expect(proxy?.[1].volumes?.some((volume) => volume.startsWith("./deploy/Caddyfile:")), "compose.yaml: the proxy is configured by deploy/Caddyfile");
  for (const [name] of apps) expect(caddyfile.includes(`${name}:5000`), `deploy/Caddyfile: sends requests to ${name}:5000`);
  expect(/health_uri\s+\/api\/ready/.test(caddyfile), "deploy/Caddyfile: checks each instance on /api/ready");

  const unit = readSystemdUnit();
  expect(unit.get("Service", "Restart") === "on-failure", "deploy/creative-cuisines.service: Restart=on-failure");
  expect(unit.get("Service", "KillSignal") === "SIGTERM", "deploy/creative-cuisines.service: KillSignal=SIGTERM");
  expect(/\bnode\b.*\bdist\/server\/index\.js$/.test(unit.get("Service", "ExecStart") ?? ""), "deploy/creative-cuisines.service: ExecStart runs node …/dist/server/index.js");
  expect(unit.get("Service", "User") && unit.get("Service", "User") !== "root", "deploy/creative-cuisines.service: runs as a user of its own");
  expect(unitEnvironment(unit).NODE_ENV === "production", "deploy/creative-cuisines.service: NODE_ENV=production");
  return problems;
}
