import { Alert, Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileImport, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { endpointPath, IMPORT_MAX_ROWS, type ImportPreview, type ImportRecipe } from '@sakip/domain';
import { DownloadButton } from '../crud/DownloadButton';
import { ImportPreviewView } from './ImportPreviewView';
import { useImportApply, useImportPreview } from './use-import';

interface ImportButtonProps {
  recipe: ImportRecipe;
  /** The unit imported into (a chooser's chosen unit); the server uses a unit account's own. */
  unit?: string | null;
  /** Disabled with this reason as its title (e.g. no unit chosen yet). */
  disabledReason?: string | null;
  /** The button's words where a list offers several imports ("Impor Realisasi Bulanan"). */
  label?: string;
}

/**
 * "Impor" beside "Export" (decision 0053): one dialog for every kind of import. Download the
 * template, upload the filled file, read the preview (counts and every refused row with its row
 * number, column and reason), then "Terapkan": all or nothing.
 */
export function ImportButton({ recipe, unit = null, disabledReason = null, label = 'Impor' }: ImportButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileImport size={16} aria-hidden />}
        onClick={() => setOpen(true)}
        disabled={Boolean(disabledReason)}
        title={disabledReason ?? undefined}
      >
        {label}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={`Impor ${recipe.title}`} size="xl">
        {open ? <ImportPanel recipe={recipe} unit={unit} onClose={() => setOpen(false)} /> : null}
      </Modal>
    </>
  );
}

function errorText(error: unknown): string | null {
  return error instanceof Error ? error.message : null;
}

function ImportPanel({ recipe, unit, onClose }: { recipe: ImportRecipe; unit: string | null; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const previewing = useImportPreview(recipe);
  const applying = useImportApply(recipe);

  const upload = () => {
    if (!file) return;
    setPreview(null);
    setDone(null);
    previewing.mutate({ file, unit }, { onSuccess: setPreview });
  };
  const apply = (token: string) =>
    applying.mutate(token, {
      onSuccess: (answer) => {
        setDone(answer.message);
        setPreview(null);
      },
    });

  const failure = errorText(previewing.error) ?? errorText(applying.error);
  return (
    <Stack gap="md">
      <Text size="sm">
        1. Unduh templat, isi mulai baris ke-2 (petunjuk ada di lembar &quot;Petunjuk&quot;). 2. Unggah berkasnya dan
        periksa pratinjau. 3. Klik &quot;Terapkan&quot;. Batas {IMPORT_MAX_ROWS.toLocaleString('id-ID')} baris dan 10 MB.
      </Text>
      <Group>
        <DownloadButton
          path={endpointPath(recipe.endpoints.template)}
          fileName={`templat-impor-${recipe.kind}.xlsx`}
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          Unduh Templat
        </DownloadButton>
      </Group>
      <Group align="end">
        <FileInput
          label="Berkas XLSX"
          placeholder="Pilih berkas"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          value={file}
          onChange={setFile}
          clearable
          style={{ flex: 1, minWidth: 220 }}
        />
        <Button onClick={upload} disabled={!file} loading={previewing.isPending} leftSection={<IconUpload size={16} aria-hidden />}>
          Pratinjau
        </Button>
      </Group>
      {failure ? (
        <Alert color="red" title="Berkas ditolak" role="alert">
          {failure}
        </Alert>
      ) : null}
      {done ? (
        <Alert color="green" title="Impor berhasil" role="status">
          {done}
        </Alert>
      ) : null}
      {preview ? <ImportPreviewView preview={preview} /> : null}
      <PanelFooter preview={preview} applying={applying.isPending} onApply={apply} onClose={onClose} />
    </Stack>
  );
}

interface FooterProps {
  preview: ImportPreview | null;
  applying: boolean;
  onApply: (token: string) => void;
  onClose: () => void;
}

/** Why nothing can be applied (refused rows, or nothing to change), then Tutup and Terapkan. */
function PanelFooter({ preview, applying, onApply, onClose }: FooterProps) {
  const token = preview?.token;
  return (
    <>
      {preview && !token ? (
        <Text size="sm" c="dimmed">
          {preview.jumlah.ditolak > 0
            ? 'Perbaiki baris yang ditolak di berkas, lalu unggah ulang. Tidak ada yang disimpan.'
            : 'Tidak ada perubahan: data sudah sama dengan isi berkas.'}
        </Text>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Tutup
        </Button>
        {token ? (
          <Button onClick={() => onApply(token)} loading={applying}>
            Terapkan
          </Button>
        ) : null}
      </Group>
    </>
  );
}
