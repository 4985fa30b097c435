import type { Service, ServicePackage } from '@shared/content';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { MoneyField } from '@/components/ui/money-field';
import { linesToList } from '@/features/content-admin/form-helpers';
import { EditableList } from './editable-list';
import { ImageField } from './image-field';

interface Props {
  service: Service;
  onChange: (patch: Partial<Service>) => void;
  onClose: () => void;
}

const emptyPackage: ServicePackage = { name: '', priceKobo: 0, description: '', highlights: [] };

/** The service page's details: address, image, text, features and packages. Saved with Save All Services. */
export function ServiceDetailsDialog({ service, onChange, onClose }: Props) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{service.title || 'New service'}: page details</DialogTitle>
          <DialogDescription>Changes are kept here and saved with Save All Services.</DialogDescription>
        </DialogHeader>
        <div className="space-y-4">
          <TextField
            label="Page address (slug)"
            hint="Lowercase letters, numbers and dashes: /services/your-slug"
            value={service.slug}
            onChange={(e) => onChange({ slug: e.target.value.toLowerCase() })}
          />
          <ImageField
            label="Hero image"
            value={service.heroImage}
            onChange={(heroImage) => onChange({ heroImage })}
          />
          <TextAreaField
            label="Page text"
            hint="'## ' starts a heading, '- ' a list item, **bold**, *italic*."
            rows={8}
            value={service.content}
            onChange={(e) => onChange({ content: e.target.value })}
          />
          <TextAreaField
            label="Features (one per line)"
            rows={4}
            defaultValue={service.features.join('\n')}
            onChange={(e) => onChange({ features: linesToList(e.target.value) })}
          />
          <TextField
            label="Display order"
            type="number"
            value={String(service.sortOrder)}
            onChange={(e) => onChange({ sortOrder: Math.trunc(Number(e.target.value) || 0) })}
          />
          <h3 className="font-semibold">Packages</h3>
          <EditableList
            items={service.packages}
            onItems={(packages) => onChange({ packages })}
            legend={(i) => `Package ${i + 1}`}
            visibleLegend
            removeLabel="Remove package"
            addLabel="Add package"
            newItem={() => emptyPackage}
            max={6}
            renderItem={(p, update) => (
              <>
                <TextField
                  label="Package name"
                  value={p.name}
                  onChange={(e) => update({ name: e.target.value })}
                />
                <MoneyField
                  label="Price"
                  valueKobo={p.priceKobo}
                  onChange={(kobo) => update({ priceKobo: kobo ?? Number.NaN })}
                />
                <div className="md:col-span-2">
                  <TextField
                    label="Package description"
                    value={p.description}
                    onChange={(e) => update({ description: e.target.value })}
                  />
                </div>
                <div className="md:col-span-2">
                  <TextAreaField
                    label="Highlights (one per line)"
                    rows={3}
                    defaultValue={p.highlights.join('\n')}
                    onChange={(e) => update({ highlights: linesToList(e.target.value) })}
                  />
                </div>
              </>
            )}
          />
        </div>
        <DialogFooter>
          <Button type="button" onClick={onClose}>
            Done
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
