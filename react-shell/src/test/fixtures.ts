import type { SearchButtonProps } from "../islands/search-button";

export const searchButtonProps: SearchButtonProps = {
  searchPath: "/cerca",
  labels: {
    open: "Cerca",
    title: "Dove vuoi andare?",
    where: "Dove",
    wherePlaceholder: "Paese, continente o parola chiave",
    when: "Quando",
    anyTime: "Quando vuoi",
    submit: "Trova viaggi",
    close: "Chiudi",
  },
  months: [
    { value: "2027-02", label: "febbraio 2027" },
    { value: "2027-03", label: "marzo 2027" },
    { value: "2027-04", label: "aprile 2027" },
  ],
};

/** Adds a server-rendered island placeholder to <body>. */
export function placeholder(name: string, props: string | undefined, fallbackHtml: string): HTMLElement {
  const element = document.createElement("div");
  element.dataset.island = name;
  if (props !== undefined) element.setAttribute("data-props", props);
  element.innerHTML = fallbackHtml;
  document.body.append(element);
  return element;
}
