"use client";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button-classes";
import * as checkouts from "@/lib/checkouts/endpoints";
import { callApi } from "@/lib/http/call";

/** The unsubscribe page's one button (record 0156): posts the one-click endpoint, then says so. */
export function UnsubscribeButton({ token, done: already }: { token: string; done: boolean }) {
  const [state, setState] = useState<"idle" | "busy" | "done" | "failed">(already ? "done" : "idle");
  if (state === "done") {
    return (
      <p role="status" className="mt-6 font-medium">
        You are unsubscribed.
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
        Unsubscribe
      </button>
      {state === "failed" ? (
        <p role="alert" className="mt-3 text-sm text-destructive">
          That did not work. Please try again.
        </p>
      ) : null}
    </>
  );
}
