import { MessagePage } from '@/pages/no-access/MessagePage';

export default function NoAccessModulePage() {
  return (
    <MessagePage
      title="Модуль недоступен"
      text="Этот модуль не подключён ни в одной из ваших организаций. Подключить его может администратор организации в разделе «Управление»."
    />
  );
}
