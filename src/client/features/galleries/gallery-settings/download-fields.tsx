import { DOWNLOAD_SIZE_LABELS, DOWNLOAD_SIZES } from '@shared/galleries';
import { DOWNLOAD_POLICIES, DOWNLOAD_POLICY_LABELS } from '@shared/gallery-downloads';
import { Choice } from './choice';
import type { SetSetting, SettingsValues } from './use-settings-form';

/** Whether the client may download, and at what size. */
export function DownloadFields({ values, set }: { values: SettingsValues; set: SetSetting }) {
  return (
    <>
      <Choice
        id="gallery-downloads"
        label="Downloads"
        value={values.downloadPolicy}
        onChange={(v) => set('downloadPolicy', v)}
        options={DOWNLOAD_POLICIES.map((v) => ({ value: v, label: DOWNLOAD_POLICY_LABELS[v] }))}
      />
      {values.downloadPolicy !== 'off' ? (
        <Choice
          id="gallery-download-size"
          label="Download size"
          value={values.downloadSize}
          onChange={(v) => set('downloadSize', v)}
          options={DOWNLOAD_SIZES.map((v) => ({ value: v, label: DOWNLOAD_SIZE_LABELS[v] }))}
        />
      ) : null}
    </>
  );
}
