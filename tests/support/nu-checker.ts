import { createRequire } from "node:module";
import { JAVA, javaRuns, requireTool } from "../../scripts/system-tools.ts";

/**
 * The Nu HTML Checker (the W3C's validator, npm package vnu-jar) and a Java to run it with: `JAVA_HOME`'s, else the
 * one on the PATH; as root on Debian, scripts/system-tools.ts installs default-jre-headless when there is none
 * (`npm test` runs it first), elsewhere its error says what to install.
 */
export const NU_CHECKER_JAR = String(createRequire(import.meta.url)("vnu-jar"));

export function findJava(): string {
  const java = requireTool(JAVA);
  if (!javaRuns(java)) {
    throw new Error(
      `${java} does not run (a stub asking to install a Java?): install one (Debian: apt-get install default-jre-headless) or set JAVA_HOME.`,
    );
  }
  return java;
}
