/** SPEC §7: the upload is multipart with the file in field `xmlfile`. */
export function formComXml(arquivo: File): FormData {
  const form = new FormData();
  form.append('xmlfile', arquivo, arquivo.name);
  return form;
}
