import { afterEach, describe, expect, it } from "vitest";
import { tempDataDir } from "../../tests/support/service.ts";
import { openSqliteStore } from "../store/open-store.ts";
import type { MailStatus, Store } from "../store/store.ts";
import type { AlertEvent } from "./alerts.ts";
import { HealthMonitor } from "./health-monitor.ts";

// Two copies of the service on one lead store (and a restart of one): the owner hears of one mail incident once,
// and of its end once. health.test.ts covers one copy against the real service, mail server and a full disk.

const HOUR = 60 * 60 * 1_000;
const stores: Store[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});

describe("mail alerts with several copies of the service", () => {
  it("one alert when mail is delayed and one when it flows again, however many copies see it", async () => {
    const dataDir = tempDataDir();
    let mail: MailStatus = { deadBusinessEmails: 0 };
    let clock = new Date("2026-11-24T12:00:00Z");
    const sent: Array<Pick<AlertEvent, "condition" | "state">> = [];
    /** A copy of the service: its own connection to the store, its own monitor, alerts to the same owner. */
    const copy = (writer: string) => {
      const store = openSqliteStore(dataDir);
      stores.push(store);
      return new HealthMonitor({
        store: {
          probeWrite: (at, by) => store.probeWrite(at, by),
          changeAlertState: (...args) => store.changeAlertState(...args),
          // The outbox this test controls: mail that has waited, or none.
          mailStatus: async () => mail,
        },
        mailAlertAfterMs: HOUR,
        alerts: { send: async ({ condition, state }) => void sent.push({ condition, state }) },
        writer,
        reuseMs: 0,
        now: () => clock,
      });
    };
    const copies = [copy("copy-a"), copy("copy-b")];
    const checkAll = async () => {
      for (const monitor of copies) await monitor.check();
      await Promise.all(copies.map((monitor) => monitor.settled()));
    };

    await checkAll();
    expect(sent).toEqual([]);

    // An email due two hours ago: both copies see mail delayed, again and again.
    mail = { deadBusinessEmails: 0, oldestPendingSince: new Date(clock.getTime() - 2 * HOUR) };
    for (let round = 0; round < 3; round += 1) await checkAll();
    expect(sent).toEqual([{ condition: "mail-delayed", state: "started" }]);

    // A copy restarted during the incident does not tell the owner again.
    copies[1] = copy("copy-b");
    await checkAll();
    expect(sent).toHaveLength(1);

    // Mail flows again: one recovery, whichever copy sees it first.
    mail = { deadBusinessEmails: 0 };
    clock = new Date(clock.getTime() + HOUR);
    for (let round = 0; round < 3; round += 1) await checkAll();
    expect(sent).toEqual([
      { condition: "mail-delayed", state: "started" },
      { condition: "mail-delayed", state: "recovered" },
    ]);
  });

  it("a record that cannot be read sends nothing then: the next check sends the one alert, and its recovery", async () => {
    const store = openSqliteStore(tempDataDir());
    stores.push(store);
    let mail: MailStatus = { deadBusinessEmails: 0, oldestPendingSince: new Date(Date.now() - 2 * HOUR) };
    let failures = 1;
    const sent: string[] = [];
    const monitor = new HealthMonitor({
      store: {
        probeWrite: (at, by) => store.probeWrite(at, by),
        mailStatus: async () => mail,
        // The record fails once (a busy database), while the probe still works.
        changeAlertState: async (...args) => {
          if (failures > 0) {
            failures -= 1;
            throw new Error("database is locked");
          }
          return store.changeAlertState(...args);
        },
      },
      mailAlertAfterMs: HOUR,
      alerts: { send: async ({ state }) => void sent.push(state) },
      writer: "copy-a",
      reuseMs: 0,
    });
    const check = async () => {
      await monitor.check();
      await monitor.settled();
    };
    await check();
    expect(sent).toEqual([]);
    await check();
    await check();
    expect(sent).toEqual(["started"]);
    mail = { deadBusinessEmails: 0 };
    await check();
    await check();
    expect(sent).toEqual(["started", "recovered"]);
  });
});
