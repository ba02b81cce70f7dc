// Islands: the server renders placeholders
//
//   <div data-island="NAME" data-props='{"json":"props"}'>server fallback HTML</div>
//
// and this module mounts ONE React root (on a small container appended to <body>) that renders
// each island as a portal into its placeholder. The fallback children stay until the island has
// rendered, then are removed in the same commit (no flash, and the no-JS page keeps working).
// Unknown names and invalid props skip that island only; an island that throws keeps (or gets
// back) its server fallback.
import { Component, Suspense, startTransition, useLayoutEffect, type ComponentType, type ErrorInfo, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { takesSharedLabels, type SharedLabels } from "./sharedLabels";

// Island components take arbitrary props decoded from JSON: `any` is the one place where the
// server contract (data-props matches the component's props) is trusted, not type-checked.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above; `unknown` props would reject every island
export type IslandComponent = ComponentType<any>;
export type IslandRegistry = Readonly<Record<string, IslandComponent>>;

export interface Island {
  key: string;
  name: string;
  element: HTMLElement;
  props: Record<string, unknown>;
  Component: IslandComponent;
  /** The server fallback nodes present before mounting. */
  fallback: ChildNode[];
}

export interface MountedIslands {
  islands: Island[];
  /** Settles once the code of every island found is in (lazily loaded islands, see registry.ts). */
  ready: Promise<void>;
  container: HTMLElement;
  root: Root;
  unmount(): void;
}

/** Set on a placeholder once its island has rendered (handy for tests and CSS). */
export const MOUNTED_ATTRIBUTE = "data-island-mounted";

type PropsResult = { ok: true; props: Record<string, unknown> } | { ok: false; error: unknown };

function parseProps(raw: string | undefined): PropsResult {
  if (raw === undefined || raw.trim() === "") return { ok: true, props: {} };
  try {
    const value: unknown = JSON.parse(raw);
    if (value === null || typeof value !== "object" || Array.isArray(value)) {
      return { ok: false, error: new TypeError("data-props must be a JSON object") };
    }
    return { ok: true, props: value as Record<string, unknown> };
  } catch (error) {
    return { ok: false, error };
  }
}

/** Finds the placeholders under `scope` that can be mounted with `registry`, handing the islands
 *  that take shared labels their entry of `shared` (without it they are skipped). */
export function findIslands(registry: IslandRegistry, scope: ParentNode = document, shared: SharedLabels | null = null): Island[] {
  const islands: Island[] = [];
  scope.querySelectorAll<HTMLElement>("[data-island]").forEach((element, index) => {
    if (element.hasAttribute(MOUNTED_ATTRIBUTE)) return;
    // An island inside another island's fallback would vanish with it.
    if (element.parentElement?.closest("[data-island]")) return;
    const name = element.dataset.island ?? "";
    const Component = Object.hasOwn(registry, name) ? registry[name] : undefined;
    if (!Component) {
      console.warn(`[islands] unknown island "${name}": skipped, server fallback kept`);
      return;
    }
    const parsed = parseProps(element.dataset.props);
    if (!parsed.ok) {
      console.error(`[islands] invalid data-props on island "${name}": skipped, server fallback kept`, parsed.error);
      return;
    }
    let props = parsed.props;
    if (takesSharedLabels(name)) {
      if (!shared) {
        console.warn(`[islands] no shared labels for island "${name}": skipped, server fallback kept`);
        return;
      }
      props = { ...props, labels: shared[name] };
    }
    islands.push({
      key: `${name}#${index}`,
      name,
      element,
      props,
      Component,
      fallback: Array.from(element.childNodes),
    });
  });
  return islands;
}

/** Removes the server fallback once the island itself has rendered. */
function RemoveFallback({ island, children }: { island: Island; children: ReactNode }) {
  useLayoutEffect(() => {
    for (const node of island.fallback) {
      if (node.parentNode === island.element) node.remove();
    }
    island.element.setAttribute(MOUNTED_ATTRIBUTE, "");
  }, [island]);
  return children;
}

interface BoundaryState {
  failed: boolean;
}

/** One island's failure never takes the others down; its server fallback comes back. */
class IslandBoundary extends Component<{ island: Island; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    const { island } = this.props;
    console.error(`[islands] island "${island.name}" crashed: server fallback restored`, error, info.componentStack);
    island.element.removeAttribute(MOUNTED_ATTRIBUTE);
    for (const node of island.fallback) {
      if (!node.parentNode) island.element.append(node);
    }
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function IslandHost({ islands }: { islands: Island[] }) {
  return islands.map((island) =>
    createPortal(
      <IslandBoundary island={island}>
        {/* A lazily loaded island renders nothing until its code is in: the fallback stays. */}
        <Suspense fallback={null}>
          <RemoveFallback island={island}>
            <island.Component {...island.props} />
          </RemoveFallback>
        </Suspense>
      </IslandBoundary>,
      island.element,
      island.key,
    ),
  );
}

/** Mounts every known island in `doc` under one React root (see findIslands for `shared`). */
export function mountIslands(registry: IslandRegistry, doc: Document = document, shared: SharedLabels | null = null): MountedIslands {
  const islands = findIslands(registry, doc, shared);
  const container = doc.createElement("div");
  container.setAttribute("data-islands-root", "");
  doc.body.append(container);
  const root = createRoot(container);
  // A transition: React renders the islands in slices of a few milliseconds and lets the browser
  // in between, rather than in one task of every island at once (a long task Lighthouse counts as
  // blocking time on a phone). The server fallbacks stay until each island has rendered.
  startTransition(() => root.render(<IslandHost islands={islands} />));
  const preloads = islands.map((island) => (island.Component as { preload?: () => Promise<unknown> }).preload?.() ?? Promise.resolve());
  return {
    islands,
    ready: Promise.allSettled(preloads).then(() => undefined),
    container,
    root,
    unmount() {
      root.unmount();
      container.remove();
    },
  };
}
