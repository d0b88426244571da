"use client";

import { useT } from "@/components/storefront/island-messages";
import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { CustomerAuthLinks } from "@/components/auth/auth-screen";
import { ForgotPasswordLink } from "@/components/auth/password-reset-forms";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { customerLoginSchema, type Customer } from "@/lib/auth/schemas";
import { errorMessage, storeBasePath } from "@/lib/http/fetch";
import { hardNavigate } from "@/lib/http/navigate";
import { Field, fieldAria, PasswordInput, SubmitButton } from "@/components/ui/form";
import * as auth from "@/lib/auth/endpoints";
import { callApi } from "@/lib/http/call";

type CustomerLoginInput = z.input<typeof customerLoginSchema>;
type CustomerLoginValues = z.output<typeof customerLoginSchema>;

/** A shopper's sign-in to this store (accounts are per store); `basePath` is the store's link prefix. */
export function CustomerLoginForm({ basePath }: { basePath: string }) {
  const [redirecting, setRedirecting] = useState(false);
  const t = useT();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CustomerLoginInput, unknown, CustomerLoginValues>({
    resolver: zodResolver(customerLoginSchema),
    defaultValues: { email: "", password: "" },
  });

  async function onSubmit(values: CustomerLoginValues) {
    let customer: Customer;
    try {
      customer = await callApi(auth.customerLogin, { body: values });
    } catch (err) {
      toast({ title: t("account.auth.loginFailed"), description: errorMessage(err, t("account.auth.invalidCredentials")), variant: "destructive" });
      return;
    }
    toast({
      title: t("account.auth.loginOk"),
      description: customer.firstName ? t("account.auth.welcomeBack", { name: customer.firstName }) : undefined,
      variant: "success",
    });
    setRedirecting(true);
    // A full load, so the header and dashboard render with the new customer session. `?next=/checkout`
    // (the checkout's 'Log In' link) returns the shopper to where they were; only a path inside the store.
    const next = new URLSearchParams(window.location.search).get("next");
    const target = next && /^\/(?!\/)[\w\-/]*$/.test(next) ? next : "/customer/dashboard";
    hardNavigate(`${storeBasePath()}${target}`);
  }

  const pending = isSubmitting || redirecting;

  return (
    <div className="space-y-6">
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <Field id="customer-email" label={t("account.auth.email")} error={errors.email?.message} alert={false}>
          <Input
            {...fieldAria("customer-email", errors.email?.message)}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...register("email")}
          />
        </Field>
        <Field id="customer-password" label={t("account.auth.password")} error={errors.password?.message} alert={false}>
          <PasswordInput
            {...fieldAria("customer-password", errors.password?.message)}
            toggleNameVia="text"
            autoComplete="current-password"
            placeholder={t("account.auth.passwordPlaceholder")}
            {...register("password")}
          />
        </Field>
        <ForgotPasswordLink href={`${basePath}/customer/forgot-password`} label={t("account.auth.forgotLink")} />
        <SubmitButton pending={pending} size="lg" className="w-full">
          {pending ? t("account.auth.signingIn") : t("account.auth.signIn")}
        </SubmitButton>
      </form>
      <CustomerAuthLinks
        basePath={basePath}
        prompt={t("account.auth.noAccount")}
        target="/customer/register"
        linkText={t("account.auth.createAccountLink")}
        backLabel={t("account.auth.backToStore")}
      />
    </div>
  );
}
