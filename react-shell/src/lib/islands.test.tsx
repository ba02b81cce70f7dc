import { act } from "react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { placeholder, sharedLabels } from "../test/fixtures";
import { MOUNTED_ATTRIBUTE, mountIslands, type IslandRegistry, type MountedIslands } from "./islands";
import { loadSharedLabels } from "./sharedLabels";

function Greeting({ name }: { name: string }) {
  return <p data-testid="greeting">Hello {name}</p>;
}

function Broken(): never {
  throw new Error("boom");
}

const registry: IslandRegistry = { greeting: Greeting, broken: Broken };

let mounted: MountedIslands[] = [];

async function mount(reg: IslandRegistry = registry): Promise<MountedIslands> {
  let result!: MountedIslands;
  await act(async () => {
    result = mountIslands(reg);
  });
  mounted.push(result);
  return result;
}

afterEach(() => {
  act(() => mounted.forEach((m) => m.unmount()));
  mounted = [];
  document.body.innerHTML = "";
});

describe("mountIslands", () => {
  test("renders the island into its placeholder and removes the server fallback", async () => {
    const element = placeholder("greeting", '{"name":"Ada"}', '<a href="/cerca" class="fallback">Search</a> text');
    expect(element.querySelector("a.fallback")).not.toBeNull();

    await mount();

    expect(element.textContent).toBe("Hello Ada");
    expect(element.querySelector("a.fallback")).toBeNull();
    expect(element.children).toHaveLength(1);
    expect(element.firstElementChild?.getAttribute("data-testid")).toBe("greeting");
    expect(element.hasAttribute(MOUNTED_ATTRIBUTE)).toBe(true);
  });

  test("uses one React root appended to <body> for all islands", async () => {
    const a = placeholder("greeting", '{"name":"A"}', "a");
    const b = placeholder("greeting", '{"name":"B"}', "b");

    const { container, islands } = await mount();

    expect(document.querySelectorAll("[data-islands-root]")).toHaveLength(1);
    expect(container.parentElement).toBe(document.body);
    expect(container.childNodes).toHaveLength(0);
    expect(islands.map((i) => i.element)).toEqual([a, b]);
    expect([a.textContent, b.textContent]).toEqual(["Hello A", "Hello B"]);
  });

  test("missing data-props means no props", async () => {
    const element = placeholder("greeting", undefined, "fallback");
    await mount();
    expect(element.textContent).toBe("Hello ");
  });

  test("an unknown island is skipped with a warning and keeps its fallback", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const unknown = placeholder("teleporter", "{}", '<a href="/x">server link</a>');
    const known = placeholder("greeting", '{"name":"Bo"}', "fallback");

    const { islands } = await mount();

    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown island "teleporter"'));
    expect(unknown.innerHTML).toBe('<a href="/x">server link</a>');
    expect(unknown.hasAttribute(MOUNTED_ATTRIBUTE)).toBe(false);
    expect(known.textContent).toBe("Hello Bo");
    expect(islands.map((i) => i.name)).toEqual(["greeting"]);
  });

  test("inherited object keys are not island names", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const element = placeholder("toString", "{}", "fallback");
    await mount();
    expect(warn).toHaveBeenCalledOnce();
    expect(element.textContent).toBe("fallback");
  });

  test("invalid JSON props skip that island with an error, the others still mount", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const bad = placeholder("greeting", "{name: 'not json'}", "bad fallback");
    const notObject = placeholder("greeting", "[1,2]", "array fallback");
    const good = placeholder("greeting", '{"name":"Cy"}', "good fallback");

    await mount();

    expect(error).toHaveBeenCalledTimes(2);
    expect(error.mock.calls[0]?.[0]).toContain('invalid data-props on island "greeting"');
    expect(bad.textContent).toBe("bad fallback");
    expect(notObject.textContent).toBe("array fallback");
    expect(good.textContent).toBe("Hello Cy");
  });

  test("an island that throws keeps its server fallback and does not break the others", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = placeholder("broken", "{}", '<a href="/cerca">Search</a>');
    const fine = placeholder("greeting", '{"name":"Di"}', "fallback");

    await mount();

    expect(broken.innerHTML).toBe('<a href="/cerca">Search</a>');
    expect(broken.hasAttribute(MOUNTED_ATTRIBUTE)).toBe(false);
    expect(fine.textContent).toBe("Hello Di");
    expect(error.mock.calls.some((args) => String(args[0]).includes('island "broken" crashed'))).toBe(true);
  });

  test("already mounted placeholders are not mounted twice", async () => {
    placeholder("greeting", '{"name":"Ed"}', "fallback");
    await mount();
    const second = await mount();
    expect(second.islands).toHaveLength(0);
    expect(document.querySelectorAll("[data-testid=greeting]")).toHaveLength(1);
  });
});

describe("shared labels", () => {
  function Labelled({ labels, id }: { labels: Record<string, string>; id: string }) {
    return <p data-testid={id}>{JSON.stringify(labels)}</p>;
  }
  const withLabels: IslandRegistry = { "chat-assistant": Labelled, greeting: Greeting };

  test("an island that takes shared labels gets its entry as `labels`, beside its data-props", async () => {
    const chat = placeholder("chat-assistant", '{"id":"chat"}', "<a>Talk to us</a>");
    let result!: MountedIslands;
    await act(async () => {
      result = mountIslands(withLabels, document, sharedLabels({ "chat-assistant": { "chat-open": "Ask us" } }));
    });
    mounted.push(result);
    expect(chat.textContent).toBe('{"chat-open":"Ask us"}');
  });

  test("without the shared labels those islands keep their server fallback; the others mount", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const chat = placeholder("chat-assistant", '{"id":"chat"}', "<a>Talk to us</a>");
    const greeting = placeholder("greeting", '{"name":"Ada"}', "fallback");
    const { islands } = await mount(withLabels);
    expect(islands.map((i) => i.name)).toEqual(["greeting"]);
    expect(chat.textContent).toBe("Talk to us");
    expect(greeting.textContent).toBe("Hello Ada");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"chat-assistant"'));
    warn.mockRestore();
  });
});

describe("loadSharedLabels", () => {
  afterEach(() => vi.unstubAllGlobals());

  test("reads the file <body data-labels> names", async () => {
    const labels = sharedLabels();
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(labels), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    document.body.dataset.labels = "/static/labels.it-IT.0123456789abcdef.json";
    await expect(loadSharedLabels()).resolves.toEqual(labels);
    expect(fetchMock).toHaveBeenCalledWith("/static/labels.it-IT.0123456789abcdef.json");
  });

  test("is null when the page names no file or the file cannot be read", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubGlobal("fetch", vi.fn(async () => new Response("Not found\n", { status: 404 })));
    delete document.body.dataset.labels;
    await expect(loadSharedLabels()).resolves.toBeNull();
    document.body.dataset.labels = "/static/labels.it-IT.gone.json";
    await expect(loadSharedLabels()).resolves.toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
