// A marker for view-model values that are already HTML (escaped by us) and must not be escaped again.
export class Html {
  constructor(readonly html: string) {}
}
