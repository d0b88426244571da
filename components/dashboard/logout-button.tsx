"use client";
import { useQueryClient } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { storeBasePath } from "@/lib/http/client";
import { callApi } from "@/lib/http/call";
import { staffLogout } from "@/lib/auth/endpoints";
import { hardNavigate } from "@/lib/http/navigate";

/** Ends the owner/admin session on the server, clears cached data, and returns to /login. */
export function LogoutButton() {
  const qc = useQueryClient();
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={async () => {
        try {
          await callApi(staffLogout);
        } finally {
          qc.clear();
          toast({ title: "Logged out" });
          hardNavigate(`${storeBasePath()}/login`);
        }
      }}
    >
      <LogOut className="size-4" aria-hidden /> Logout
    </Button>
  );
}
