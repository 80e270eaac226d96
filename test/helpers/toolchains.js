// The language toolchains the request-sample tests run samples with (Go, Java, Ruby, PHP with its curl extension),
// found on the PATH. A missing one fails its tests with the command that installs it; `.ci/run` installs them. Only
// outside CI, and only with DOCGEN_SKIP_TOOLCHAINS=1, are those tests skipped instead, with a message saying so.
import { execFileSync } from "node:child_process";

export const TOOLCHAINS = {
  go: { command: "go", install: "apt-get install -y golang-go" },
  java: { command: "java", install: "apt-get install -y openjdk-17-jdk-headless" },
  ruby: { command: "ruby", install: "apt-get install -y ruby" },
  // PHP's curl extension is a package of its own in Debian.
  php: { command: "php", install: "apt-get install -y php-cli php-curl", check: ["-r", "exit(function_exists('curl_init') ? 0 : 1);"] },
};

/** Whether `command` runs (`<command> --version`, `go version`, or the toolchain's own check). */
function found(command, check) {
  try {
    execFileSync(command, check ?? (command === "go" ? ["version"] : ["--version"]), { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/**
 * `test`, or `test.skip` when the language's toolchain is missing and DOCGEN_SKIP_TOOLCHAINS=1 outside CI. With the
 * toolchain missing otherwise, each test registered with the returned function fails saying how to install it.
 */
export function testWith(test, language) {
  const { command, install, check } = TOOLCHAINS[language];
  if (found(command, check)) return test;
  if (!process.env.CI && process.env.DOCGEN_SKIP_TOOLCHAINS === "1") {
    console.warn(`[docgen] ${language} sample tests skipped: \`${command}\` not found and DOCGEN_SKIP_TOOLCHAINS=1. Install it with \`${install}\`.`);
    return test.skip;
  }
  return (title, fn) => test(title, (t) => t.fail(`\`${command}\` is not on the PATH, and the ${language} sample tests must run it. Install it with \`${install}\` (.ci/run does).`));
}
