/** A promise a test opens when it chooses: `await g.opened` waits until `g.open()` is called. */
export function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}
