export const TEMPLATE_DB = 'erp_test_template';
export const TEST_ADMIN = { email: 'admin@empresa.local', password: 'Admin-Teste-2026' };
