// Full-page navigation (the search page is server-rendered). Kept in its own module so tests
// can replace it: jsdom does not implement navigation.
export function navigate(url: string): void {
  window.location.assign(url);
}
