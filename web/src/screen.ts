// A screen of the app: its element, a re-render (after a change of language) and a
// clean-up when the app leaves it.
export interface Screen {
  readonly element: HTMLElement;
  render(): void;
  dispose(): void;
}
