import { spawnSync } from "node:child_process";
import path from "node:path";
import { projectRoot } from "../paths";
import { deployKitProblems, SYSTEMD_UNIT } from "./deploy-kit";

/**
 * `npm run check:deploy` (in CI): the deployment kit checked without a container registry. The Dockerfile and
 * compose.yaml are parsed and checked for what running the app unattended needs (deploy-kit.ts says what); the
 * systemd unit is verified by systemd itself (`systemd-analyze verify`: keys, values, the ExecStart binary), and any
 * word from it fails the check. Exits 1 with each problem, 0 when there are none.
 */
const problems = deployKitProblems();

const verify = spawnSync("systemd-analyze", ["verify", SYSTEMD_UNIT], { encoding: "utf8" });
if (verify.error) problems.push(`systemd-analyze could not run (${verify.error.message}): install Debian's systemd package`);
else {
  const said = `${verify.stdout}${verify.stderr}`.trim();
  if (verify.status !== 0 || said) problems.push(`systemd-analyze verify ${path.relative(projectRoot(), SYSTEMD_UNIT)}:\n${said || `exit ${verify.status}`}`);
}

if (problems.length > 0) {
  for (const problem of problems) console.error(`✗ ${problem}`);
  process.exit(1);
}
console.log("✓ Dockerfile, compose.yaml, deploy/Caddyfile and deploy/creative-cuisines.service are as the deployment needs");
