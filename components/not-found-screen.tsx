import { NotFoundActions, StoreNotFoundActions, StoreNotFoundLine } from "./not-found-actions";

/**
 * The 404 screen. The texts are server-rendered (Next renders client components of a
 * page-level not-found only after hydration); inside a store, the store-aware line and the buttons come
 * from the store context the store tree provides, so no page has to read request headers for them.
 */
export function NotFoundScreen() {
  return (
    <div className="flex min-h-[70vh] flex-col items-center justify-center px-4 text-center">
      <p className="text-8xl font-extrabold text-primary-text">404</p>
      <h1 className="mt-4 text-2xl font-bold">Page Not Found</h1>
      <p className="mt-2 max-w-md text-muted-foreground">The page you&apos;re looking for doesn&apos;t exist or has been moved.</p>
      <StoreNotFoundLine />
      <NotFoundActions />
    </div>
  );
}

/** Shown when the URL names a store that does not exist (every store page, the owner settings pages included). */
export function StoreNotFoundScreen() {
  return (
    <div className="flex min-h-[70vh] flex-col items-center justify-center px-4 text-center">
      <p className="text-7xl font-extrabold text-primary-text">404</p>
      <h1 className="mt-4 text-2xl font-bold">Store Not Found</h1>
      <p className="mt-2 max-w-md text-muted-foreground">The requested store could not be found.</p>
      <StoreNotFoundActions />
    </div>
  );
}
