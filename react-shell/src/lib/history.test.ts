// The search history records whether the visitor was logged in (spec §3 history entry, §6).
import { beforeEach, expect, test, vi } from "vitest";
import type { SearchSelection } from "@caravan/search-core";
import { resetAccount } from "./account/reset";
import { setVerifiedUser } from "./account/session";
import { saveSearch } from "./history";
import type { SearchCore } from "./searchCore";
import { USER } from "../test/account";

function fakeCore() {
  const historyEntry = vi.fn((_selection: SearchSelection, date: string, loggedIn: boolean) => ({
    date,
    userStatus: loggedIn ? "loggedIn" : "loggedOut",
    values: {},
  }));
  const core = {
    constants: () => ({ historyStorageKey: "search-history" }),
    readHistory: (items: unknown[]) => items,
    addToHistory: (history: unknown[], entry: unknown) => [entry, ...history],
    historyEntry,
  } as unknown as SearchCore;
  return { core, historyEntry };
}

beforeEach(() => {
  resetAccount();
  window.localStorage.clear();
});

test("a search made while logged out is recorded as loggedOut, one made logged in as loggedIn", () => {
  const { core, historyEntry } = fakeCore();
  const selection = {} as SearchSelection;
  saveSearch(core, selection, false);
  setVerifiedUser(USER);
  saveSearch(core, selection, false);
  expect(historyEntry.mock.calls.map((call) => call[2])).toEqual([false, true]);
  const stored = JSON.parse(window.localStorage.getItem("search-history") ?? "[]") as { userStatus: string }[];
  expect(stored.map((entry) => entry.userStatus)).toEqual(["loggedIn", "loggedOut"]);
});
