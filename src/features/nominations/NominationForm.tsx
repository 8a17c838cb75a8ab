/**
 * The one frame of every nomination form: the overlays, the greeting, the
 * banners (submit outcome, draft notice, error summary), the form with its
 * sections, and the submit button. Sections come from the form's configuration.
 */
import { Banner } from '#components/form/Banner.tsx';
import { BusyOverlay } from '#components/form/BusyOverlay.tsx';
import { DraftNotice } from '#components/form/DraftNotice.tsx';
import { ErrorSummary } from '#components/form/ErrorSummary.tsx';
import { FormProvider } from '#components/form/FormProvider.tsx';
import { SubmitButton } from '#components/form/SubmitButton.tsx';
import { Toast } from '#components/form/Toast.tsx';
import type { SessionUser } from '#features/auth/session.ts';
import type { NominationFormConfig } from './form-config.ts';
import { GREETING } from './texts.ts';
import { useNominationForm } from './use-nomination-form.ts';

export function NominationForm<S, P>({ config, user }: { config: NominationFormConfig<S, P>; user: SessionUser }) {
  const { texts, form, files, flow, notice, ...model } = useNominationForm(config, user);
  const { Sections } = config;
  const uploading = config.uploads.timing === 'when-chosen' && files.busy;

  return (
    <>
      <BusyOverlay text={flow.overlay} />
      {files.floating}
      {config.toast && <Toast message={model.toast} onClose={model.closeToast} />}
      <div className="space-y-5">
        <div>
          <p className="text-lg font-semibold text-slate-900">{GREETING(user.name)}</p>
          <p className="mt-1 text-sm text-slate-600">{texts.intro(notice !== 'not-kept')}</p>
        </div>
        {flow.banner && (
          <Banner
            key={flow.bannerKey}
            ref={flow.bannerRef}
            kind={flow.banner.kind}
            onDismiss={() => flow.showBanner(null)}
          >
            {flow.banner.message}
            {flow.banner.kind === 'success' && texts.followUp && (
              <>
                {' '}
                {texts.followUp.before}{' '}
                <a href={texts.followUp.href} className="font-semibold underline underline-offset-2">
                  {texts.followUp.label}
                </a>
                .
              </>
            )}
          </Banner>
        )}
        {notice && <DraftNotice reason={notice} onDiscard={model.discard} onDismiss={model.dismissNotice} />}
        <ErrorSummary errors={form.errors} show={form.submitted} />
        <FormProvider form={form} files={files.source}>
          <form
            ref={form.formRef}
            noValidate
            onSubmit={model.submit}
            inert={flow.submitting}
            aria-label={texts.heading}
            className="space-y-5"
          >
            <p className="text-sm text-slate-600">
              Fields marked <span className="text-red-700">*</span> are required.
            </p>
            <Sections form={form} />
            <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
              {uploading && (
                <p className="text-sm text-slate-600">Files are still uploading; you can submit when they finish.</p>
              )}
              <SubmitButton
                submitting={flow.submitting}
                uploading={files.busy}
                labels={{ idle: texts.submit, submitting: 'Submitting...', uploading: files.busyLabel }}
              />
            </div>
          </form>
        </FormProvider>
      </div>
    </>
  );
}
