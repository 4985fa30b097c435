import { BUILT_IN_TEMPLATES } from '../../../shared/contract-templates.ts';
import {
  CONTRACT_MESSAGES,
  type ContractTemplate,
  type TemplateInput,
  templateInputSchema,
} from '../../../shared/contracts.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import type { ContractsDeps } from './contract-context.ts';
import {
  deleteTemplate,
  findTemplate,
  insertTemplate,
  listTemplates,
  type TemplateRow,
  updateTemplate,
} from './contracts.repository.ts';

/** The photographer's own templates beside the built-in ones. */

const toTemplate = (t: TemplateRow): ContractTemplate => ({
  id: t.id,
  title: t.title,
  category: t.category,
  content: t.content,
  depositPercent: t.depositPercent,
  builtIn: false,
});

export async function templatesFor(deps: ContractsDeps, photographerId: string): Promise<ContractTemplate[]> {
  return [...BUILT_IN_TEMPLATES, ...(await listTemplates(deps.db, photographerId)).map(toTemplate)];
}

export async function templateById(
  db: Db,
  photographerId: string,
  id: string,
): Promise<ContractTemplate | undefined> {
  const builtIn = BUILT_IN_TEMPLATES.find((t) => t.id === id);
  if (builtIn) return builtIn;
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const own = await findTemplate(db, photographerId, id);
  return own ? toTemplate(own) : undefined;
}

export async function saveTemplate(
  deps: ContractsDeps,
  photographerId: string,
  raw: TemplateInput,
  id?: string,
): Promise<ContractTemplate> {
  const input = templateInputSchema.parse(raw);
  const values = { ...input, depositPercent: input.depositPercent ?? null };
  if (!id) return toTemplate(await insertTemplate(deps.db, { ...values, photographerId }));
  const row = await updateTemplate(deps.db, photographerId, id, values);
  if (!row) throw notFound(CONTRACT_MESSAGES.templateNotFound);
  return toTemplate(row);
}

export async function removeTemplate(deps: ContractsDeps, photographerId: string, id: string): Promise<void> {
  if (!(await deleteTemplate(deps.db, photographerId, id)))
    throw notFound(CONTRACT_MESSAGES.templateNotFound);
}
