"use client";
import { Checkbox } from "@/components/ui/checkbox";
import { PERMISSION_AREAS, STAFF_PERMISSIONS, type StaffPermission } from "@/lib/permissions";

/**
 * The nine permissions as checkboxes, each named by its label and described by what it covers (issue 40).
 * Those the signed-in member may not grant (a staff member hands on only what they hold) are shown off.
 */
export function PermissionCheckboxes({
  idPrefix,
  value,
  onChange,
  grantable,
  invalid,
}: {
  idPrefix: string;
  value: readonly StaffPermission[];
  onChange: (next: StaffPermission[]) => void;
  /** What the signed-in member may grant; every permission for the owner. */
  grantable: readonly StaffPermission[];
  invalid?: boolean;
}) {
  const toggle = (p: StaffPermission, on: boolean) => onChange(STAFF_PERMISSIONS.filter((x) => (x === p ? on : value.includes(x))));
  return (
    <fieldset className="space-y-2" aria-invalid={invalid || undefined}>
      <legend className="mb-2 text-sm font-medium">Permissions</legend>
      <ul className="grid gap-2 sm:grid-cols-2">
        {STAFF_PERMISSIONS.map((p) => {
          const id = `${idPrefix}-${p}`;
          const checked = value.includes(p);
          // A permission the member already holds stays removable even when the editor could not grant it.
          const disabled = !grantable.includes(p) && !checked;
          return (
            <li key={p} className="flex items-start gap-3 rounded-md border p-3">
              <Checkbox id={id} checked={checked} disabled={disabled} onCheckedChange={(c) => toggle(p, c === true)} aria-describedby={`${id}-covers`} className="mt-0.5" />
              <div className="min-w-0">
                <label htmlFor={id} className="text-sm font-medium leading-none">
                  {PERMISSION_AREAS[p].label}
                </label>
                <p id={`${id}-covers`} className="mt-1 text-xs text-muted-foreground">
                  {PERMISSION_AREAS[p].covers}
                  {disabled ? " (you do not hold this permission)" : ""}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
