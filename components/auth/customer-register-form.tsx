"use client";

import { useT } from "@/components/storefront/island-messages";
import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { CustomerAuthLinks } from "@/components/auth/auth-screen";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { customerRegisterFormSchema } from "@/lib/auth/schemas";
import { errorMessage, storeBasePath } from "@/lib/http/fetch";
import { hardNavigate } from "@/lib/http/navigate";
import { Field, fieldAria, PasswordInput, SubmitButton } from "@/components/ui/form";
import * as auth from "@/lib/auth/endpoints";
import { callApi } from "@/lib/http/call";

type RegisterInput = z.input<typeof customerRegisterFormSchema>;
type RegisterValues = z.output<typeof customerRegisterFormSchema>;

type TextField = {
  name: "firstName" | "lastName" | "email";
  label: string;
  type: "text" | "email";
  autoComplete: string;
  placeholder: string;
};

/** Labels and placeholders are `account.auth` keys (issue 44). */
const NAME_FIELDS: TextField[] = [
  { name: "firstName", label: "firstName", type: "text", autoComplete: "given-name", placeholder: "firstNamePlaceholder" },
  { name: "lastName", label: "lastName", type: "text", autoComplete: "family-name", placeholder: "lastNamePlaceholder" },
];
const EMAIL_FIELD: TextField = {
  name: "email",
  label: "email",
  type: "email",
  autoComplete: "email",
  placeholder: "",
};

/** A shopper's account for this store (accounts are per store); `basePath` is the store's link prefix. */
export function CustomerRegisterForm({ basePath }: { basePath: string }) {
  const [redirecting, setRedirecting] = useState(false);
  const t = useT();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput, unknown, RegisterValues>({
    resolver: zodResolver(customerRegisterFormSchema),
    defaultValues: { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" },
  });

  async function onSubmit(values: RegisterValues) {
    // The confirmation is checked here only; the API takes the four fields.
    const payload = {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      password: values.password,
    };
    try {
      await callApi(auth.customerRegister, { body: payload });
    } catch (err) {
      toast({
        title: t("account.auth.registerFailed"),
        description: errorMessage(err, t("account.auth.somethingWrong")),
        variant: "destructive",
      });
      return;
    }
    toast({
      title: t("account.auth.registered"),
      description: t("account.auth.registeredBody"),
      variant: "success",
    });
    setRedirecting(true);
    // A full load, so the header and dashboard render with the new customer session.
    hardNavigate(`${storeBasePath()}/customer/dashboard`);
  }

  const pending = isSubmitting || redirecting;

  function textField(field: TextField) {
    const id = `register-${field.name}`;
    const error = errors[field.name]?.message;
    return (
      <Field key={field.name} id={id} label={t(`account.auth.${field.label}`)} error={error} alert={false}>
        <Input
          {...fieldAria(id, error)}
          type={field.type}
          autoComplete={field.autoComplete}
          placeholder={field.placeholder ? t(`account.auth.${field.placeholder}`) : "you@example.com"}
          {...register(field.name)}
        />
      </Field>
    );
  }

  return (
    <div className="space-y-6">
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">{NAME_FIELDS.map(textField)}</div>
        {textField(EMAIL_FIELD)}
        <Field id="register-password" label={t("account.auth.password")} error={errors.password?.message} alert={false}>
          <PasswordInput
            {...fieldAria("register-password", errors.password?.message)}
            toggleNameVia="text"
            autoComplete="new-password"
            placeholder={t("account.auth.passwordNew")}
            {...register("password")}
          />
        </Field>
        <Field id="register-confirmPassword" label={t("account.auth.confirmPassword")} error={errors.confirmPassword?.message} alert={false}>
          <Input
            {...fieldAria("register-confirmPassword", errors.confirmPassword?.message)}
            type="password"
            autoComplete="new-password"
            placeholder={t("account.auth.confirmPlaceholder")}
            {...register("confirmPassword")}
          />
        </Field>
        <SubmitButton pending={pending} size="lg" className="w-full">
          {pending ? t("account.auth.creating") : t("account.auth.createAccount")}
        </SubmitButton>
      </form>
      <CustomerAuthLinks
        basePath={basePath}
        prompt={t("account.auth.haveAccount")}
        target="/customer/login"
        linkText={t("account.auth.signInLink")}
        backLabel={t("account.auth.backToStore")}
      />
    </div>
  );
}
