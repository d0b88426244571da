"use client";
import { useState } from "react";
import { useT } from "@/components/storefront/island-messages";
import { buttonClass } from "@/components/ui/button-classes";
import * as checkouts from "@/lib/checkouts/endpoints";
import { callApi } from "@/lib/http/call";

/** The unsubscribe page's one button (record 0156): posts the one-click endpoint, then says so. */
export function UnsubscribeButton({ token, done: already }: { token: string; done: boolean }) {
  const t = useT();
  const [state, setState] = useState<"idle" | "busy" | "done" | "failed">(already ? "done" : "idle");
  if (state === "done") {
    return (
      <p role="status" className="mt-6 font-medium">
        {t("checkout.unsubscribe.done")}
      </p>
    );
  }
  return (
    <>
      <button
        type="button"
        disabled={state === "busy"}
        className={buttonClass("default", "lg", "mt-6")}
        onClick={() => {
          setState("busy");
          callApi(checkouts.unsubscribe, { params: { token } }).then(
            () => setState("done"),
            () => setState("failed"),
          );
        }}
      >
        {t("checkout.unsubscribe.button")}
      </button>
      {state === "failed" ? (
        <p role="alert" className="mt-3 text-sm text-destructive">
          {t("checkout.unsubscribe.failed")}
        </p>
      ) : null}
    </>
  );
}
