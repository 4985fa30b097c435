import type { GallerySettings } from '@shared/galleries';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FindMeSwitch } from './find-me/find-me-switch';
import { AccessFields } from './gallery-settings/access-fields';
import { AppearanceFields } from './gallery-settings/appearance-fields';
import { DownloadFields } from './gallery-settings/download-fields';
import { ExtraPhotosFields } from './gallery-settings/extra-photos-fields';
import { useSettingsForm } from './gallery-settings/use-settings-form';

/** Who may open the gallery and how: PIN or password, last day, downloads, look, watermark. */
export function GallerySettingsDialog({
  open,
  onOpenChange,
  galleryId,
  settings,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  galleryId: string;
  settings: GallerySettings;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Gallery settings</DialogTitle>
          <DialogDescription>
            Protect the gallery, set its last day, downloads, look and watermark.
          </DialogDescription>
        </DialogHeader>
        {open ? <FindMeSwitch galleryId={galleryId} /> : null}
        {open ? (
          <SettingsForm galleryId={galleryId} settings={settings} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function SettingsForm({
  galleryId,
  settings,
  onDone,
}: {
  galleryId: string;
  settings: GallerySettings;
  onDone: () => void;
}) {
  const form = useSettingsForm(galleryId, settings, onDone);
  const { values, set, errors } = form;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        form.submit();
      }}
    >
      <AccessFields
        codeRetired={settings.codeRetired}
        currentLock={form.currentLock}
        lock={form.lock}
        onLockChange={form.chooseLock}
        code={form.code}
        onCodeChange={form.setCode}
        values={values}
        set={set}
        errors={errors}
      />
      <DownloadFields values={values} set={set} />
      <AppearanceFields values={values} set={set} errors={errors} />
      <ExtraPhotosFields values={values} set={set} errors={errors} />
      <DialogFooter>
        <Button type="submit" disabled={form.saving}>
          {form.saving ? 'Saving…' : 'Save settings'}
        </Button>
      </DialogFooter>
    </form>
  );
}
