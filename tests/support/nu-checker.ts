import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";

/**
 * The Nu HTML Checker (the W3C's validator, npm package vnu-jar) and a Java to run it with: `JAVA_HOME`'s, else the
 * one on the PATH. Debian's default-jre-headless is enough; `.ci/run` installs it when missing.
 */
export const NU_CHECKER_JAR = String(createRequire(import.meta.url)("vnu-jar"));

export function findJava(): string {
  const candidates = [process.env.JAVA_HOME ? `${process.env.JAVA_HOME}/bin/java` : undefined, "java"];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      execFileSync(candidate, ["-version"], { stdio: "ignore" });
      return candidate;
    } catch {
      // Not there: the next one.
    }
  }
  throw new Error(
    "No Java for the HTML check (the Nu HTML Checker is a Java program): install one (Debian: apt-get install default-jre-headless) or set JAVA_HOME.",
  );
}
