/** The page the owner edits: what the editor host passes down to the editor's chunks (kept apart so they import no component). */
export type EditorPage = { storeId: string; slug: string; basePath: string; currency: string; themeId: string; page: "home" | "sections-demo"; hasActiveBanner: boolean };
