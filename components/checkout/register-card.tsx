"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { useT } from "@/components/storefront/island-messages";
import { storeHref } from "@/components/storefront/store-link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/http/client";
import { Field, fieldAria, PasswordInput, SubmitButton } from "@/components/ui/form";
import * as auth from "@/lib/auth/endpoints";
import { callApi } from "@/lib/http/call";
import { fieldError } from "./words";

/** Checkout registration: a guest creates an account here, since orders belong to a customer. */
export const checkoutRegisterSchema = z.object({
  firstName: z.string().trim().min(1, "First name is required"),
  lastName: z.string().trim().min(1, "Last name is required"),
  email: z
    .string()
    .trim()
    .min(1, "Please enter a valid email")
    .refine((v) => v.includes("@"), "Please enter a valid email"),
  password: z.string().min(6, "Password must be at least 6 characters"),
});
type Values = z.infer<typeof checkoutRegisterSchema>;

/** Checking out as a guest: the same fields without a password. */
const guestSchema = checkoutRegisterSchema.omit({ password: true });

/**
 * State 2 of the checkout: 'Complete Your Purchase' with the inline registration form; where the store allows
 * guest checkout, the shopper may instead continue with a name and email only.
 */
export function RegisterCard({ basePath, guestCheckout = false, onRegistered }: { basePath: string; guestCheckout?: boolean; onRegistered: () => Promise<unknown> }) {
  const t = useT();
  const [asGuest, setAsGuest] = useState(false);
  // The resolver reads the mode at submit time, so switching to guest drops the password rule at once.
  const guestMode = useRef(false);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: (values, ctx, opts) =>
      guestMode.current ? zodResolver(guestSchema)(values, ctx, opts as never) as never : zodResolver(checkoutRegisterSchema)(values, ctx, opts),
    defaultValues: { firstName: "", lastName: "", email: "", password: "" },
  });

  async function onSubmit(v: Values) {
    try {
      if (asGuest) {
        await callApi(auth.customerGuest, { body: { firstName: v.firstName, lastName: v.lastName, email: v.email } });
        await onRegistered();
        return;
      }
      await callApi(auth.customerRegister, { body: v });
    } catch (err) {
      toast({ title: t("checkout.register.failedTitle"), description: errorMessage(err, t("checkout.register.failedBody")), variant: "destructive" });
      return;
    }
    toast({ title: t("checkout.register.createdTitle"), description: t("checkout.register.createdBody"), variant: "success" });
    await onRegistered();
  }

  const field = (name: keyof Values, label: string, type: string, autoComplete: string) => {
    const id = `checkout-register-${name}`;
    // The schema's messages are English (the API's too): shown in the page's language.
    const error = fieldError(t, errors[name]?.message);
    return (
      <Field id={id} label={label} error={error} alert={false}>
        {name === "password" ? (
          <PasswordInput {...fieldAria(id, error)} autoComplete={autoComplete} {...register(name)} />
        ) : (
          <Input {...fieldAria(id, error)} type={type} autoComplete={autoComplete} {...register(name)} />
        )}
      </Field>
    );
  };

  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader className="text-center">
        <CardTitle>
          <h1 className="text-2xl font-semibold">{t("checkout.register.title")}</h1>
        </CardTitle>
        <CardDescription>{t(asGuest ? "checkout.register.guestHint" : "checkout.register.accountHint")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {field("firstName", t("checkout.fields.firstName"), "text", "given-name")}
            {field("lastName", t("checkout.fields.lastName"), "text", "family-name")}
          </div>
          {field("email", t("checkout.fields.email"), "email", "email")}
          {asGuest ? null : field("password", t("checkout.fields.password"), "password", "new-password")}
          <SubmitButton pending={isSubmitting} className="w-full" size="lg">
            {t(asGuest ? "checkout.register.continueGuest" : "checkout.register.createAccount")}
          </SubmitButton>
          {guestCheckout ? (
            <Button type="button" variant="outline" className="w-full" onClick={() => {
                clearErrors();
                guestMode.current = !asGuest;
                setAsGuest(!asGuest);
              }}>
              {t(asGuest ? "checkout.register.accountInstead" : "checkout.register.asGuest")}
            </Button>
          ) : null}
        </form>
        <div className="space-y-2 text-center text-sm">
          <p>
            {t("checkout.register.haveAccount")}{" "}
            <Link href={storeHref(basePath, "/customer/login?next=/checkout")} className="font-medium text-primary-text hover:underline">
              {t("checkout.register.logIn")}
            </Link>
          </p>
          <p>
            <Link href={storeHref(basePath, "/")} className="text-muted-foreground hover:text-foreground hover:underline">
              {t("checkout.register.continueShopping")}
            </Link>
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
