/** The messages between the customizer and its preview frame (/theme-preview), both same-origin only. */
export const PREVIEW_MESSAGE = "sb-theme-preview";
export const PREVIEW_READY = "sb-theme-preview-ready";
