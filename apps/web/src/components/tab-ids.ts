// The ids that tie a tab to its panel (aria-controls, aria-labelledby), from the tablist's prefix and
// the tab's id.

export function tabId(prefix: string, id: string): string {
  return `${prefix}-tab-${id}`;
}

export function panelId(prefix: string, id: string): string {
  return `${prefix}-panel-${id}`;
}
